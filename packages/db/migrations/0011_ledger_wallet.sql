CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint,
	"version" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('wallet', 'store', 'reward')),
	CONSTRAINT "ledger_accounts_balance_kept" CHECK ("ledger_accounts"."may_go_negative" or "ledger_accounts"."balance_minor" is not null),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."may_go_negative" or "ledger_accounts"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_code_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"per_wallet_limit" integer DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_code_batches_amount_positive" CHECK ("gift_code_batches"."amount_minor" > 0),
	CONSTRAINT "gift_code_batches_limit" CHECK ("gift_code_batches"."per_wallet_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"redeemed_by_wallet_id" text,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_countries" (
	"country_code" text PRIMARY KEY NOT NULL,
	"country_status" smallint NOT NULL,
	"payment_channel_id" integer,
	"max_allowed_users" integer NOT NULL,
	"wallet_count" integer DEFAULT 0 NOT NULL,
	"max_wallet_balance" bigint NOT NULL,
	"max_wallet_topup_daily" bigint NOT NULL,
	"max_wallet_topup_monthly" bigint NOT NULL,
	"max_wallet_charge_daily" bigint NOT NULL,
	"max_wallet_charge_monthly" bigint NOT NULL,
	"max_country_topup_daily" bigint NOT NULL,
	"max_country_topup_monthly" bigint NOT NULL,
	"max_country_charge_daily" bigint NOT NULL,
	"max_country_charge_monthly" bigint NOT NULL,
	"topup_presets" jsonb NOT NULL,
	"custom_topup" boolean NOT NULL,
	"min_topup" bigint NOT NULL,
	"max_topup" bigint NOT NULL,
	CONSTRAINT "wallet_countries_status" CHECK ("wallet_countries"."country_status" in (1, 2, 3)),
	CONSTRAINT "wallet_countries_count" CHECK ("wallet_countries"."wallet_count" >= 0 and "wallet_countries"."wallet_count" <= "wallet_countries"."max_allowed_users"),
	CONSTRAINT "wallet_countries_topup_range" CHECK ("wallet_countries"."min_topup" > 0 and "wallet_countries"."min_topup" <= "wallet_countries"."max_topup")
);
--> statement-breakpoint
CREATE TABLE "wallet_country_totals" (
	"country_code" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"topup_minor" bigint DEFAULT 0 NOT NULL,
	"charge_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_country_totals_country_code_period_period_start_pk" PRIMARY KEY("country_code","period","period_start"),
	CONSTRAINT "wallet_country_totals_period" CHECK ("wallet_country_totals"."period" in ('day', 'month'))
);
--> statement-breakpoint
CREATE TABLE "wallet_topups" (
	"id" text PRIMARY KEY NOT NULL,
	"wallet_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_channel_id" integer NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_ref" text,
	"payment_url" text,
	"order_id" text,
	"idempotency_key" text,
	"failure_code" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_topups_status" CHECK ("wallet_topups"."status" in ('Init', 'Pending', 'Paid', 'Success', 'Refunded', 'Failed', 'Cancelled')),
	CONSTRAINT "wallet_topups_amount_positive" CHECK ("wallet_topups"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"current_wallet_id" text,
	"switch_count" smallint DEFAULT 0 NOT NULL,
	"last_switch_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"status" smallint NOT NULL,
	"phone_number" text NOT NULL,
	"account_id" bigint,
	"has_spent" boolean DEFAULT false NOT NULL,
	"reserved_until" timestamp with time zone,
	"topup_day" date,
	"topup_daily" bigint DEFAULT 0 NOT NULL,
	"topup_month" date,
	"topup_monthly" bigint DEFAULT 0 NOT NULL,
	"charge_day" date,
	"charge_daily" bigint DEFAULT 0 NOT NULL,
	"charge_month" date,
	"charge_monthly" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_status" CHECK ("wallets"."status" in (0, 1, 2)),
	CONSTRAINT "wallets_account_when_activated" CHECK ("wallets"."status" = 2 or "wallets"."account_id" is not null),
	CONSTRAINT "wallets_phone_e164" CHECK ("wallets"."phone_number" ~ '^\+[1-9][0-9]{7,14}$')
);
--> statement-breakpoint
ALTER TABLE "payment_channels" DROP CONSTRAINT "payment_channels_kind";--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_batches" ADD CONSTRAINT "gift_code_batches_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_batch_id_gift_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_redeemed_by_wallet_id_wallets_id_fk" FOREIGN KEY ("redeemed_by_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_countries" ADD CONSTRAINT "wallet_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_countries" ADD CONSTRAINT "wallet_countries_payment_channel_id_payment_channels_id_fk" FOREIGN KEY ("payment_channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_country_totals" ADD CONSTRAINT "wallet_country_totals_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD CONSTRAINT "wallet_topups_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD CONSTRAINT "wallet_topups_payment_channel_id_payment_channels_id_fk" FOREIGN KEY ("payment_channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD CONSTRAINT "wallet_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD CONSTRAINT "wallet_users_current_wallet_id_wallets_id_fk" FOREIGN KEY ("current_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "gift_codes_batch_wallet" ON "gift_codes" USING btree ("batch_id","redeemed_by_wallet_id");--> statement-breakpoint
CREATE INDEX "gift_codes_wallet_redeemed" ON "gift_codes" USING btree ("redeemed_by_wallet_id","redeemed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_topups_payment_ref" ON "wallet_topups" USING btree ("payment_provider","payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_topups_idempotency_key" ON "wallet_topups" USING btree ("wallet_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_topups_wallet" ON "wallet_topups" USING btree ("wallet_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_topups_status_expires" ON "wallet_topups" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_country" ON "wallets" USING btree ("user_id","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_country_phone" ON "wallets" USING btree ("country_code","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_account" ON "wallets" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_kind" CHECK ("payment_channels"."kind" in ('card', 'ewallet', 'bank_transfer', 'carrier', 'convenience_store', 'codacash'));--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose" CHECK ("verification_codes"."purpose" in ('signUp', 'resetPassword', 'deleteAccount', 'walletActivation', 'walletCharge'));--> statement-breakpoint
-- Written by hand (docs/decisions/0033): the ledger's rules, kept by the database itself.
-- Entries and transfers are history: never changed, never removed.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- A transfer's entries are written in one statement, and must balance per currency when they are:
-- checked once per statement (a transition table of the rows it added), at the insert itself, so
-- the check never runs at commit while the rows a transfer locked are still held.
CREATE FUNCTION "ledger_check_transfers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT e.transfer_id INTO unbalanced
  FROM ledger_entries e
  WHERE e.transfer_id IN (SELECT DISTINCT transfer_id FROM added)
  GROUP BY e.transfer_id, e.currency
  HAVING sum(e.amount_minor) <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero', unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "ledger_check_transfers"();
