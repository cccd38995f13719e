import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { jobQueryOptions } from '../../features/jobs/index.ts';
import {
  ApplicationOffers,
  GenerateOfferLetterButton,
  OfferDeepLink,
  OfferLettersProvider,
  type OfferServices,
} from '../../features/offers/index.ts';
import type { OfferLetterSlots } from '../../lib/offer-letter.ts';

/**
 * What a new letter takes from its job (jobs feature) when the page that opened it does not know:
 * a board card knows the job's title, not its department, location or minimum salary.
 */
const useOfferJobFacts: OfferServices['useJobFacts'] = (jobId, enabled) => {
  const job = useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: enabled && jobId !== undefined });
  const facts = useMemo(
    () =>
      job.data && {
        department: job.data.department,
        location: job.data.location,
        salary_min: job.data.salary_min,
      },
    [job.data],
  );
  // a job that failed to load leaves those fields to the server, which fills them on the first save
  return { pending: job.isLoading, facts };
};

const OFFER_SERVICES: OfferServices = { useJobFacts: useOfferJobFacts };

/** Issue 13: the Generate Offer Letter dialog, drawn once in the signed-in shell. */
export function OfferLetters({ children }: { children: ReactNode }) {
  return <OfferLettersProvider services={OFFER_SERVICES}>{children}</OfferLettersProvider>;
}

/** Issue 13: the offers feature's pieces for the board's cards and the candidate page. */
export const offerLetterSlots: Required<OfferLetterSlots> = {
  generateOfferLetter: (props) => <GenerateOfferLetterButton {...props} />,
  applicationOffers: (props) => <ApplicationOffers {...props} />,
  offerDeepLink: <OfferDeepLink />,
};
