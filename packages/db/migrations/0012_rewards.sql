CREATE TABLE "order_rewards" (
	"order_id" text PRIMARY KEY NOT NULL,
	"holder_id" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"burn_minor" bigint DEFAULT 0 NOT NULL,
	"earn_minor" bigint DEFAULT 0 NOT NULL,
	"source_type" smallint,
	"ring_fence_type" smallint,
	"funder" text,
	"expires" boolean DEFAULT true NOT NULL,
	"earn_status" text NOT NULL,
	"restored_minor" bigint DEFAULT 0 NOT NULL,
	"burn_restored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_rewards_amounts" CHECK ("order_rewards"."burn_minor" >= 0 and "order_rewards"."earn_minor" >= 0 and "order_rewards"."restored_minor" between 0 and "order_rewards"."burn_minor"),
	CONSTRAINT "order_rewards_earn_status" CHECK ("order_rewards"."earn_status" in ('none', 'pending', 'earned', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "reward_accounts" (
	"holder_id" text NOT NULL,
	"country_code" text NOT NULL,
	"account_id" bigint NOT NULL,
	CONSTRAINT "reward_accounts_holder_id_country_code_pk" PRIMARY KEY("holder_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "reward_daily_settings" (
	"country_code" text PRIMARY KEY NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "reward_daily_amount" CHECK ("reward_daily_settings"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_holders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_holders_one_owner" CHECK (("reward_holders"."user_id" is null) <> ("reward_holders"."contact" is null))
);
--> statement-breakpoint
CREATE TABLE "reward_lots" (
	"id" text PRIMARY KEY NOT NULL,
	"holder_id" text NOT NULL,
	"country_code" text NOT NULL,
	"source_type" smallint NOT NULL,
	"ring_fence_type" smallint NOT NULL,
	"funder" text,
	"product_id" text,
	"origin" text NOT NULL,
	"order_id" text,
	"amount_minor" bigint NOT NULL,
	"remaining_minor" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_lots_amount" CHECK ("reward_lots"."amount_minor" > 0),
	CONSTRAINT "reward_lots_remaining" CHECK ("reward_lots"."remaining_minor" between 0 and "reward_lots"."amount_minor"),
	CONSTRAINT "reward_lots_status" CHECK ("reward_lots"."status" in (1, 2, 3)),
	CONSTRAINT "reward_lots_active_has_rest" CHECK (("reward_lots"."status" = 1) = ("reward_lots"."remaining_minor" > 0)),
	CONSTRAINT "reward_lots_source" CHECK ("reward_lots"."source_type" in (10, 20, 30)),
	CONSTRAINT "reward_lots_ring_fence" CHECK ("reward_lots"."ring_fence_type" in (0, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"denomination_id" text PRIMARY KEY NOT NULL,
	"points_minor" bigint NOT NULL,
	CONSTRAINT "reward_redemptions_points" CHECK ("reward_redemptions"."points_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"country_code" text NOT NULL,
	"payment_channel_id" integer,
	"source_type" smallint NOT NULL,
	"ring_fence_type" smallint DEFAULT 0 NOT NULL,
	"funder" text,
	"percent" smallint NOT NULL,
	"min_earn_minor" bigint DEFAULT 1 NOT NULL,
	"max_earn_minor" bigint,
	"expires" boolean DEFAULT true NOT NULL,
	"burnable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reward_rules_percent" CHECK ("reward_rules"."percent" between 2 and 90),
	CONSTRAINT "reward_rules_source" CHECK ("reward_rules"."source_type" in (10, 20, 30)),
	CONSTRAINT "reward_rules_ring_fence" CHECK ("reward_rules"."ring_fence_type" in (0, 20, 30)),
	CONSTRAINT "reward_rules_funded" CHECK ("reward_rules"."source_type" = 10 or "reward_rules"."funder" is not null),
	CONSTRAINT "reward_rules_channel_funded" CHECK (("reward_rules"."source_type" = 20) = ("reward_rules"."payment_channel_id" is not null)),
	CONSTRAINT "reward_rules_range" CHECK ("reward_rules"."min_earn_minor" >= 1 and ("reward_rules"."max_earn_minor" is null or "reward_rules"."max_earn_minor" >= "reward_rules"."min_earn_minor"))
);
--> statement-breakpoint
CREATE TABLE "reward_uses" (
	"order_id" text NOT NULL,
	"lot_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "reward_uses_order_id_lot_id_pk" PRIMARY KEY("order_id","lot_id"),
	CONSTRAINT "reward_uses_amount" CHECK ("reward_uses"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_channels" DROP CONSTRAINT "payment_channels_kind";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amount_positive";--> statement-breakpoint
ALTER TABLE "order_rewards" ADD CONSTRAINT "order_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rewards" ADD CONSTRAINT "order_rewards_holder_id_reward_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."reward_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_accounts" ADD CONSTRAINT "reward_accounts_holder_id_reward_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."reward_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_accounts" ADD CONSTRAINT "reward_accounts_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_accounts" ADD CONSTRAINT "reward_accounts_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_daily_settings" ADD CONSTRAINT "reward_daily_settings_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_holders" ADD CONSTRAINT "reward_holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lots" ADD CONSTRAINT "reward_lots_holder_id_reward_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."reward_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lots" ADD CONSTRAINT "reward_lots_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lots" ADD CONSTRAINT "reward_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_lots" ADD CONSTRAINT "reward_lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_denomination_id_denominations_id_fk" FOREIGN KEY ("denomination_id") REFERENCES "public"."denominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_payment_channel_id_payment_channels_id_fk" FOREIGN KEY ("payment_channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_uses" ADD CONSTRAINT "reward_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_uses" ADD CONSTRAINT "reward_uses_lot_id_reward_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."reward_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_accounts_account" ON "reward_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_holders_user" ON "reward_holders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_holders_contact" ON "reward_holders" USING btree ("contact");--> statement-breakpoint
CREATE INDEX "reward_lots_spendable" ON "reward_lots" USING btree ("holder_id","country_code","expires_at") WHERE "reward_lots"."status" = 1;--> statement-breakpoint
CREATE INDEX "reward_lots_expiring" ON "reward_lots" USING btree ("expires_at") WHERE "reward_lots"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_lots_origin" ON "reward_lots" USING btree ("origin");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_rules_scope" ON "reward_rules" USING btree ("product_id","country_code",coalesce("payment_channel_id", 0));--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_kind" CHECK ("payment_channels"."kind" in ('card', 'ewallet', 'bank_transfer', 'carrier', 'convenience_store', 'codacash', 'rewards'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_minor" > 0 or ("orders"."amount_minor" = 0 and "orders"."payment_provider" = 'coda-rewards'));