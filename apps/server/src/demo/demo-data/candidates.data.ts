import type { CandidateSeed } from '../demo-data.types.ts';
import { COMMERCIAL_CANDIDATES } from './candidates-commercial.data.ts';
import { CONSULTING_CANDIDATES } from './candidates-consulting.data.ts';
import { ENGINEERING_CANDIDATES } from './candidates-engineering.data.ts';
import { PLATFORM_CANDIDATES } from './candidates-platform.data.ts';
import { PRODUCT_CANDIDATES } from './candidates-product.data.ts';

/** The 45 demo candidates; their order is their id order. */
export const DEMO_CANDIDATES: CandidateSeed[] = [
  ...ENGINEERING_CANDIDATES,
  ...PLATFORM_CANDIDATES,
  ...PRODUCT_CANDIDATES,
  ...CONSULTING_CANDIDATES,
  ...COMMERCIAL_CANDIDATES,
];
