import type { ReactNode } from 'react';

/**
 * An application an offer letter is written for, as the page that offers one knows it (an
 * `Application` row is one; a board card becomes one). The job's department, location and
 * minimum salary, when the page has them, fill a new letter before it is saved.
 */
export type OfferApplication = {
  id: number;
  status: string;
  /** the stage it is in: "Generate offer letter" belongs to the late stages (OFFER_STAGES) */
  stage_key: string;
  candidate: { id: number; full_name: string; email: string | null };
  /** `can_manage` as the server says: an application row's `job.can_manage`, the board's `can_manage` */
  job: {
    id: number;
    title: string;
    can_manage: boolean;
    department?: string;
    location?: string;
    salary_min?: number | null;
  };
};

/**
 * The offers feature's pieces as slots (issue 13 "Offer letters"): `app/` hands them to the board
 * and the candidate page, so no feature imports another. Each opens the one Generate Offer Letter
 * dialog that `app/` hosts in the signed-in shell. A page without a slot shows nothing for it.
 */
export type OfferLetterSlots = {
  /** a board card's "Generate offer letter" (nothing outside OFFER_STAGES or for a job the user does not manage) */
  generateOfferLetter?: (props: { application: OfferApplication }) => ReactNode;
  /** an application's offer letters (status, version, updated, Open) for the candidate page */
  applicationOffers?: (props: { application: OfferApplication }) => ReactNode;
  /** opens the dialog for `?offer={id}` (notifications link to /candidates/{id}?offer={offerId}) */
  offerDeepLink?: ReactNode;
};
