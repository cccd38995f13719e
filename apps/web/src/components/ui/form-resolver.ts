import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldName, FieldValues, Resolver } from 'react-hook-form';

/** A contracts (zod 4) schema, as zodResolver reads it. */
type RequestSchema<Request, Output> = { _zod: { input: Request; output: Output } };

/**
 * zodResolver for a form whose inputs hold what the request does not (comma-separated skills, one
 * e-mail per line, a chosen file): `toRequest` turns the values into the request and the contracts'
 * schema checks that, in its own words, as the server will. The form names its inputs like the
 * request's fields, so each message lands on the input it belongs under.
 */
export function requestResolver<Values extends FieldValues, Request extends FieldValues, Output>(
  schema: RequestSchema<Request, Output>,
  toRequest: (values: Values) => Request,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    // the inputs' names are the request's fields (see above)
    const names = options.names as FieldName<Request>[] | undefined;
    const result = await resolve(toRequest(values), context, { ...options, names });
    if (Object.keys(result.errors).length === 0) return { values: result.values as Output, errors: {} };
    return { values: {}, errors: result.errors as FieldErrors<Values> };
  };
}
