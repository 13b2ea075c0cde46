import type { ReactNode } from 'react';

import type { MessageAbout } from '../api/message-types';

/** The listing a conversation or a message is about, as the page renders it (the listing card feature's reference card). */
export type RenderAbout = (about: MessageAbout & { subject?: string | undefined }) => ReactNode;
