import type { PersonId } from './demo-people';

/**
 * Demo NIP-22 comment threads on a few listings. Each comment is posted `minutesLater` after the thing it
 * answers (the listing for top-level comments, the parent comment for replies); every thread fits well
 * inside its listing's age, so no comment is dated in the future.
 */

export interface DemoComment {
  author: PersonId;
  text: string;
  minutesLater: number;
  replies?: DemoComment[];
}

export interface DemoThread {
  /** `key` of the listing commented on. */
  listing: string;
  comments: DemoComment[];
}

export const DEMO_THREADS: readonly DemoThread[] = [
  {
    listing: 'volvo-xc90-2021',
    comments: [
      {
        author: 'commenter-1',
        minutesLater: 90,
        text: 'Lovely spec. How does the T8 cope with Swedish winters on electric only? Mine drops to about 30 km of range when it is below zero.',
        replies: [
          {
            author: 'seller-1',
            minutesLater: 40,
            text: 'About the same, roughly 30–35 km in January. The previous owner preconditioned it from the app every morning, which helps a lot.',
            replies: [
              {
                author: 'commenter-2',
                minutesLater: 120,
                text: 'Worth asking whether the high-voltage battery coolant pump recall was done on this one. Quick check at any Volvo dealer.',
              },
            ],
          },
        ],
      },
      {
        author: 'commenter-2',
        minutesLater: 300,
        text: 'Are the winter tyres studded or friction? Makes a difference if the buyer is coming from Germany.',
      },
    ],
  },
  {
    listing: 'bmw-m3-e46-2003',
    comments: [
      {
        author: 'commenter-2',
        minutesLater: 45,
        text: 'Good to see the rod bearings and subframe done with paperwork. Those two jobs alone are worth a few thousand.',
        replies: [
          {
            author: 'seller-4',
            minutesLater: 60,
            text: 'Thanks Tom! Invoices for both are from the same specialist and I can send scans to anyone who is serious.',
            replies: [
              {
                author: 'commenter-1',
                minutesLater: 25,
                text: 'Could you share the VANOS invoice too? Curious which rebuild kit was used.',
              },
            ],
          },
        ],
      },
      {
        author: 'commenter-1',
        minutesLater: 180,
        text: 'Phoenix Yellow with black leather is the dream combination. If I had the garage space… #bmw #e46',
      },
    ],
  },
  {
    listing: 'hyundai-ioniq5-2024',
    comments: [
      {
        author: 'commenter-3',
        minutesLater: 20,
        text: 'Finally a car priced in sats! Is Lightning fine for the whole amount or do you prefer on-chain? I wrote up how I paid for my last car here: https://example.com/blog/buying-a-car-over-lightning #bitcoin',
        replies: [
          {
            author: 'seller-3',
            minutesLater: 35,
            text: 'On-chain for the main payment, Lightning for the deposit works well. Your write-up is very helpful, thank you.',
            replies: [
              {
                author: 'commenter-3',
                minutesLater: 15,
                text: 'Perfect, sending you a DM to arrange a viewing.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    listing: 'ford-f150-2019',
    comments: [
      {
        author: 'commenter-2',
        minutesLater: 60,
        text: 'Were the cam phasers replaced with the updated part number? The early replacements had the same problem.',
        replies: [
          {
            author: 'seller-2',
            minutesLater: 30,
            text: 'Yes, the updated phasers and the new solenoids. The dealer paperwork lists the part numbers.',
          },
        ],
      },
      {
        author: 'commenter-1',
        minutesLater: 240,
        text: 'Does the tonneau cover in the photos come with it?',
      },
    ],
  },
  {
    listing: 'mazda-mx5-2026',
    comments: [
      {
        author: 'commenter-1',
        minutesLater: 30,
        text: 'Soul Red on an ND is just perfect. Any chance of shipping to Germany?',
        replies: [
          {
            author: 'seller-3',
            minutesLater: 20,
            text: 'We ship to Europe regularly via Bremerhaven, about six weeks. Message me for a quote.',
          },
        ],
      },
    ],
  },
  {
    listing: 'porsche-911-993-1997',
    comments: [
      {
        author: 'commenter-3',
        minutesLater: 180,
        text: 'Would you consider bitcoin for this one?',
        replies: [
          {
            author: 'seller-2',
            minutesLater: 90,
            text: 'The owner is open to it. Send me a message with your offer and proof of funds.',
          },
        ],
      },
    ],
  },
];
