-- A country's wallet totals are its wallets' totals added up, counted when the transaction that
-- moved a wallet's totals commits (docs/decisions/0058). Every movement of money in a country adds
-- to the same two rows; counted at commit, a transaction holds them only for its commit, not from
-- its last statement through the round trip to the store and back.
--
-- Adds `amount` (negative: takes it back) of `kind` ('topup' or 'charge') to the country's totals
-- of `day` and `month`, and refuses an addition that takes a total over the country's cap with
-- SQLSTATE SR001 and the catalogue key of the refusal as its message, which the store answers as
-- that catalogued error (apps/server/src/result.ts).
CREATE FUNCTION "wallet_add_to_country"(country text, kind text, day date, month date, amount bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  caps "wallet_countries"%ROWTYPE;
  day_total bigint;
  month_total bigint;
  topup bigint := CASE WHEN kind = 'topup' THEN amount ELSE 0 END;
  charge bigint := CASE WHEN kind = 'charge' THEN amount ELSE 0 END;
BEGIN
  IF amount = 0 THEN
    RETURN;
  END IF;
  -- The day's row before the month's, in every transaction: two of them cannot deadlock.
  INSERT INTO "wallet_country_totals" AS t ("country_code", "period", "period_start", "topup_minor", "charge_minor")
  VALUES (country, 'day', day, topup, charge)
  ON CONFLICT ("country_code", "period", "period_start")
  DO UPDATE SET "topup_minor" = t."topup_minor" + topup, "charge_minor" = t."charge_minor" + charge
  RETURNING CASE WHEN kind = 'topup' THEN t."topup_minor" ELSE t."charge_minor" END INTO day_total;
  INSERT INTO "wallet_country_totals" AS t ("country_code", "period", "period_start", "topup_minor", "charge_minor")
  VALUES (country, 'month', month, topup, charge)
  ON CONFLICT ("country_code", "period", "period_start")
  DO UPDATE SET "topup_minor" = t."topup_minor" + topup, "charge_minor" = t."charge_minor" + charge
  RETURNING CASE WHEN kind = 'topup' THEN t."topup_minor" ELSE t."charge_minor" END INTO month_total;
  -- Taking back never refuses, even under a cap an operator lowered meanwhile.
  IF amount < 0 THEN
    RETURN;
  END IF;
  SELECT * INTO caps FROM "wallet_countries" WHERE "country_code" = country;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF kind = 'topup' AND day_total > caps."max_country_topup_daily" THEN
    RAISE EXCEPTION USING ERRCODE = 'SR001', MESSAGE = 'wallet.topup.countryDailyLimit',
      DETAIL = format('top-ups in %s today would reach %s, over the cap of %s', country, day_total, caps."max_country_topup_daily");
  ELSIF kind = 'topup' AND month_total > caps."max_country_topup_monthly" THEN
    RAISE EXCEPTION USING ERRCODE = 'SR001', MESSAGE = 'wallet.topup.countryMonthlyLimit',
      DETAIL = format('top-ups in %s this month would reach %s, over the cap of %s', country, month_total, caps."max_country_topup_monthly");
  ELSIF kind = 'charge' AND day_total > caps."max_country_charge_daily" THEN
    RAISE EXCEPTION USING ERRCODE = 'SR001', MESSAGE = 'wallet.charge.countryDailyLimit',
      DETAIL = format('charges in %s today would reach %s, over the cap of %s', country, day_total, caps."max_country_charge_daily");
  ELSIF kind = 'charge' AND month_total > caps."max_country_charge_monthly" THEN
    RAISE EXCEPTION USING ERRCODE = 'SR001', MESSAGE = 'wallet.charge.countryMonthlyLimit',
      DETAIL = format('charges in %s this month would reach %s, over the cap of %s', country, month_total, caps."max_country_charge_monthly");
  END IF;
END;
$$;--> statement-breakpoint
-- What one change of a wallet's row added to its totals (a new day or month starts them again).
CREATE FUNCTION "wallet_counted_on_country"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."topup_day" IS NOT NULL THEN
    PERFORM "wallet_add_to_country"(NEW."country_code", 'topup', NEW."topup_day", NEW."topup_month",
      NEW."topup_daily" - CASE WHEN OLD."topup_day" IS NOT DISTINCT FROM NEW."topup_day" THEN OLD."topup_daily" ELSE 0 END);
  END IF;
  IF NEW."charge_day" IS NOT NULL THEN
    PERFORM "wallet_add_to_country"(NEW."country_code", 'charge', NEW."charge_day", NEW."charge_month",
      NEW."charge_daily" - CASE WHEN OLD."charge_day" IS NOT DISTINCT FROM NEW."charge_day" THEN OLD."charge_daily" ELSE 0 END);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Deferred to the commit; `SET CONSTRAINTS wallet_counted_on_country IMMEDIATE` counts at once
-- (a top-up whose refusal must be known inside its savepoint).
CREATE CONSTRAINT TRIGGER "wallet_counted_on_country" AFTER UPDATE ON "wallets"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."topup_daily" IS DISTINCT FROM NEW."topup_daily" OR OLD."topup_day" IS DISTINCT FROM NEW."topup_day"
  OR OLD."charge_daily" IS DISTINCT FROM NEW."charge_daily" OR OLD."charge_day" IS DISTINCT FROM NEW."charge_day")
EXECUTE FUNCTION "wallet_counted_on_country"();
