import { selectExpiredOfferIds } from './offers.read-model.ts';
import { expireOffers, type OfferDeps } from './offers.service.ts';

/** The offers' background work: sent offers past their response deadline expire (every 10 minutes). */
export function registerOffers(deps: OfferDeps) {
  deps.jobs.define({
    name: 'offers.expire',
    cron: '*/10 * * * *',
    handler: async () => expireOffers(deps, await selectExpiredOfferIds(deps.db, deps.clock())),
  });
}
