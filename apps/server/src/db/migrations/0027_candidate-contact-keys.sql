-- Issue 16 duplicates: the keys two records of one person share, as immutable functions so GIN
-- and btree indexes (migration 0028) can serve "who else has this e-mail, phone, or a similar name at this company".

-- Each e-mail, lower-cased.
CREATE FUNCTION candidate_email_keys(emails jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(SELECT lower(trim(e)) FROM jsonb_array_elements_text(emails) AS e WHERE trim(e) <> '') $$;
--> statement-breakpoint
-- Each phone number's last nine digits (national and international forms of one number agree);
-- numbers with fewer than seven digits are not keys.
CREATE FUNCTION candidate_phone_keys(phones jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(
    SELECT right(regexp_replace(p, '[^0-9]', '', 'g'), 9) FROM jsonb_array_elements_text(phones) AS p
    WHERE length(regexp_replace(p, '[^0-9]', '', 'g')) >= 7
  ) $$;
--> statement-breakpoint
-- Where near-identical names are compared: the company without case, punctuation or spacing
-- ("ACME Ltd." and "Acme ltd" agree), the name's initial and the first three letters of its last
-- word ("Ana Novak" and "Anna Novak" agree). Null without a company.
CREATE FUNCTION candidate_name_block(full_name text, company text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(regexp_replace(lower(company), '[^[:alnum:]]', '', 'g'), '')
    || ':' || left(regexp_replace(lower(full_name), '[^[:alpha:]]', '', 'g'), 1)
    || ':' || left(regexp_replace(lower(substring(full_name from '([^[:space:]]+)[[:space:]]*$')), '[^[:alpha:]]', '', 'g'), 3) $$;
