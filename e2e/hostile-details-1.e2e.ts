import { describeHostileDetails } from './support/hostile-details';

// Part 1 of 3 of the hostile corpus's detail pages (support/hostile-details.ts).
describeHostileDetails(1, 3);
