// What other parts of the web app use of the wallet feature: the header's summary only. The wallet
// screens are imported by their route, so none of their code joins the page shell (ADR 0032).
export { WalletHeaderChip, type WalletHeaderData } from './header.tsx';
