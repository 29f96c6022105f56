// What other parts of the web app use of the rewards feature: the header's summary, and the
// store that lets a screen show a newer balance there. The rewards screens and the explainer are
// imported by their routes, so none of their code joins the page shell (ADR 0032).
export { RewardsHeaderChip, RewardsMenuEntry, showRewardsBalance, type RewardsHeaderData } from './header.tsx';
