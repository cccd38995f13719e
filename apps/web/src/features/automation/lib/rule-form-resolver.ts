import { type AutomationRuleCreate, automationRuleCreateSchema } from '@shortlist/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { requestResolver } from '../../../components/ui/form-resolver.ts';
import {
  type ActionErrors,
  cleanConditions,
  conditionErrorsOf,
  type RuleFormValues,
  readableMessage,
} from './rule-form-values.ts';

/** The create schema on the conditions as they are sent. */
const schemaResolver = requestResolver(automationRuleCreateSchema, (values: RuleFormValues) => ({
  ...values,
  trigger_conditions: cleanConditions(values.trigger_type, values.trigger_conditions),
}));

/**
 * The rule form's check: the create schema, on the conditions as they are sent, and the chosen
 * trigger's conditions at once (see conditionErrorsOf).
 */
export const ruleResolver: Resolver<RuleFormValues, unknown, AutomationRuleCreate> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const conditions = conditionErrorsOf(values.trigger_type, values.trigger_conditions);
  if (Object.keys(conditions).length === 0) return result;
  const errors = {
    ...result.errors,
    trigger_conditions: Object.fromEntries(
      Object.entries(conditions).map(([key, message]) => [key, { type: 'custom', message }]),
    ),
  } as FieldErrors<RuleFormValues>;
  return { values: {}, errors };
};

/** Each action's refusals by config key, in the product's words. */
export function actionErrorsOf(errors: FieldErrors<RuleFormValues>['actions']): ActionErrors[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((error) => {
    const config = (error?.config ?? {}) as Record<string, { message?: string } | undefined>;
    return Object.fromEntries(
      Object.entries(config).map(([key, value]) => [key, readableMessage(value?.message)]),
    );
  });
}
