import type { JobCreate, JobPatch } from '@shortlist/contracts';
import type { JobInsert } from './jobs.queries.ts';
import { descriptionToHtml, sanitizeDescription } from './jobs.sanitize.ts';

export type Payload = Partial<JobCreate> & JobPatch;

/** The job columns a payload sets; department follows the first sector (spec 01 §2.5). */
export function columnsFrom(payload: Payload): Partial<JobInsert> {
  const set: Partial<JobInsert> = {};
  const assign = <K extends keyof JobInsert>(key: K, value: JobInsert[K] | undefined) => {
    if (value !== undefined) set[key] = value;
  };
  const blankToNull = (value: string | null | undefined) =>
    value === undefined ? undefined : value?.trim() ? value.trim() : null;
  assign('title', payload.title);
  assign('department', payload.sectors?.[0]?.sector || payload.department);
  assign('location', payload.location);
  assign('employmentType', payload.employment_type);
  assign('experienceRange', payload.experience_range);
  assign('experienceLevel', payload.experience_level);
  assign('roleType', payload.role_type);
  if (payload.description !== undefined) {
    const html = descriptionToHtml(payload.description);
    set.description = html;
    set.descriptionMd = sanitizeDescriptionText(html);
  }
  assign('skillsRequired', payload.skills_required);
  assign('skillsNice', payload.skills_nice);
  assign('salaryMin', payload.salary_min);
  assign('salaryMax', payload.salary_max);
  assign('status', payload.status);
  assign('priority', payload.priority);
  assign('recruiterId', payload.recruiter_id);
  assign('businessCase', payload.business_case?.trim());
  assign('compellingHeadline', payload.compelling_headline?.trim());
  assign('targetsResults', payload.targets_results);
  assign('targetsCompetencies', payload.targets_competencies);
  assign('culturalMantrasCriteria', payload.cultural_mantras_criteria);
  assign('qualityThreshold', payload.quality_threshold);
  assign('barRaiserId', blankToNull(payload.bar_raiser_id));
  assign('skillWeights', payload.skill_weights);
  assign('assessmentStrategy', payload.assessment_strategy);
  assign('workSampleType', blankToNull(payload.work_sample_type));
  assign('roleSpecificData', payload.role_specific_data);
  assign('applyEmail', blankToNull(payload.apply_email));
  assign('applyUrl', blankToNull(payload.apply_url));
  assign('publishSalary', payload.publish_salary);
  assign('applicationsCloseOn', payload.applications_close_on);
  assign('interviewGuidance', blankToNull(payload.interview_guidance));
  assign('scoringRubric', blankToNull(payload.scoring_rubric));
  assign('idealProfile', blankToNull(payload.ideal_profile));
  assign('signoffPeopleOps', payload.signoff_people_ops);
  assign('signoffStrategy', payload.signoff_strategy);
  assign('signoffOpsDelivery', payload.signoff_ops_delivery);
  assign('signoffSectorLead', payload.signoff_sector_lead);
  assign('signoffResponsiblePerson', payload.signoff_responsible_person);
  assign('signoffExecutiveSponsor', payload.signoff_executive_sponsor);
  assign('settings', payload.settings);
  assign('hiringTeam', payload.hiring_team);
  return set;
}

function sanitizeDescriptionText(html: string): string {
  return sanitizeDescription(html.replaceAll('</p>', '</p>\n\n').replaceAll('<br>', '\n'))
    .replace(/<[^>]+>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
