import type { JobFramework } from '../demo-data.types.ts';
import { BUSINESS_FRAMEWORKS } from './frameworks-business.data.ts';
import { ENGINEERING_FRAMEWORKS } from './frameworks-engineering.data.ts';

/** The hiring framework of each demo job by job id; a job missing here has none set up yet. */
export const JOB_FRAMEWORKS: Record<number, JobFramework> = {
  ...ENGINEERING_FRAMEWORKS,
  ...BUSINESS_FRAMEWORKS,
};
