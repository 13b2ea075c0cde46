import { describeHostileDetails } from './support/hostile-details';

// Part 2 of 3 of the hostile corpus's detail pages (support/hostile-details.ts).
describeHostileDetails(2, 3);
