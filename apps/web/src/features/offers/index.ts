// What app/ composes from this feature: the dialog's host (the signed-in shell draws it once), the
// board card's "Generate offer letter", an application's offer letters for the candidate page, the
// notification link's opener, and the query keys the live updates refresh.

export { offerKeys } from './api/get-offers.ts';
export { ApplicationOffers } from './components/application-offers.tsx';
export { GenerateOfferLetterButton } from './components/generate-offer-letter-button.tsx';
export { OfferDeepLink } from './components/offer-deep-link.tsx';
export { OfferLettersProvider, type OfferServices } from './components/offer-letter-host.tsx';
export type { OfferJobFacts } from './lib/offer-draft.ts';
