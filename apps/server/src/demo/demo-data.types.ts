import type {
  DEFAULT_WORKFLOW_STAGES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_PRIORITIES,
  JOB_STATUSES,
  QUALITY_THRESHOLDS,
  ROLE_TYPES,
  SECTORS,
} from '@shortlist/contracts';
import type { Education, HiringTeamMember, jobs, WorkExperience } from '../db/schema/index.ts';

/** The shapes the hand-written demo data under demo-data/ is typed against. */

export type SectorName = (typeof SECTORS)[number]['name'];
export type StageKey = (typeof DEFAULT_WORKFLOW_STAGES)[number]['key'];

type NewJob = typeof jobs.$inferInsert;

/** The hiring-framework columns a job may have filled in (spec 01 §3 Framework). */
export type JobFramework = Partial<
  Pick<
    NewJob,
    | 'targetsResults'
    | 'targetsCompetencies'
    | 'businessCase'
    | 'compellingHeadline'
    | 'culturalMantrasCriteria'
    | 'barRaiserId'
    | 'skillWeights'
    | 'assessmentStrategy'
    | 'signoffPeopleOps'
    | 'signoffStrategy'
    | 'signoffOpsDelivery'
    | 'signoffSectorLead'
    | 'signoffResponsiblePerson'
    | 'signoffExecutiveSponsor'
    | 'idealProfile'
    | 'interviewGuidance'
    | 'scoringRubric'
    | 'workSampleType'
    | 'roleSpecificData'
  >
>;

export type JobSeed = {
  /** The job's id: jobs are numbered 1–10 in creation order. */
  id: number;
  title: string;
  location: string;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  experienceRange: string;
  experienceLevel: (typeof EXPERIENCE_LEVELS)[number];
  roleType: (typeof ROLE_TYPES)[number];
  status: (typeof JOB_STATUSES)[number];
  priority: (typeof JOB_PRIORITIES)[number];
  qualityThreshold: (typeof QUALITY_THRESHOLDS)[number];
  salary: { min: number; max: number };
  /** The first sector names the department (spec 01 §2.5). */
  sectors: { name: SectorName; positions: number }[];
  recruiterEmail: string;
  createdDaysAgo: number;
  /** Plain-text paragraphs; rendered as <p> HTML and as markdown. */
  description: string[];
  skillsRequired: string[];
  skillsNice: string[];
  hiringTeam: HiringTeamMember[];
};

/** Which kind of work a candidate does: decides GitHub/portfolio links and salary expectations. */
export type CandidateTrack =
  | 'engineering'
  | 'data'
  | 'product'
  | 'design'
  | 'consulting'
  | 'commercial'
  | 'leadership';

export type CandidateSeed = {
  fullName: string;
  city: string;
  country: string;
  track: CandidateTrack;
  currentCompany: string;
  currentRole: string;
  employmentType: 'full-time' | 'part-time' | 'contract' | 'freelance';
  yearsExperience: number;
  summary: string;
  skills: string[];
  workExperience: WorkExperience[];
  education: Education[];
  /** Ids of the demo jobs this candidate applied to. */
  appliesTo: number[];
};
