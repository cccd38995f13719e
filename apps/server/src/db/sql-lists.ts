import { type SQLWrapper, sql } from 'drizzle-orm';

/*
 * A list as one bind parameter. Drizzle spreads a JS array in a sql template into one parameter per
 * value, which changes the statement's text with the list's length and fails past 65,535 values.
 */

/** Texts, for `x in ${textList(values)}`. */
export const textList = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Integers, for `x in ${intList(values)}`. Rows checked one by one against it (a filter, not an
 * index condition) probe a hash of the values, built once; `x = any(${intArray(values)})` there
 * compares each row with every value of the parameter in turn.
 */
export const intList = (values: readonly number[]) => intListOf(sql`${JSON.stringify(values)}`);

/**
 * intList's set from a value given as the ids' JSON: a placeholder of a query built once
 * (db/built-once.ts), given `JSON.stringify(ids)` when it runs.
 */
export const intListOf = (json: SQLWrapper) => sql`(select jsonb_array_elements_text(${json}::jsonb)::int)`;

/**
 * Integers as an array, for `x = any(${intArray(values)})`: the planner knows how many there are
 * and can probe an index once per value — the form for thousands of ids (a search's candidates).
 */
export const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** Texts as a text[] literal in one parameter, for `&&` against an indexed array (each element quoted). */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`}::text[]`;
