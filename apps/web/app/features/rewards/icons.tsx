import type { SVGProps } from 'react';
import { Icon } from '../../components/icons.tsx';

/* The rewards screens' own icons (decorative), drawn like components/icons.tsx's. */

/** A coin with a star: Coda Rewards. */
export const RewardsIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7.5 1.3 2.7 3 .4-2.2 2.1.5 3-2.6-1.4-2.6 1.4.5-3-2.2-2.1 3-.4Z" />
  </Icon>
);

/** A calendar day: the daily reward. */
export const CalendarIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
    <path d="m9.5 15 2 2 3.5-3.5" />
  </Icon>
);

/** An hourglass: when rewards expire. */
export const HourglassIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9" />
  </Icon>
);

/** A list with a clock: the rewards history. */
export const HistoryIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8" />
    <path d="M3 3v5h5M12 7.5V12l3 2" />
  </Icon>
);
