CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"locale" text NOT NULL,
	"language_name" text NOT NULL,
	"path" text NOT NULL,
	"group_name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_exponent" smallint NOT NULL,
	"show_decimal" boolean NOT NULL,
	"show_decimal_when_zero" boolean NOT NULL,
	"amount_format" text NOT NULL,
	"rtl" boolean NOT NULL,
	"mobile_pattern" text NOT NULL,
	"numeric_code" integer NOT NULL,
	"phone_code" text NOT NULL,
	"region_code" text NOT NULL,
	"languages" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_format" CHECK ("countries"."code" ~ '^[a-z]{2}$'),
	CONSTRAINT "countries_amount_format" CHECK ("countries"."amount_format" in ('normal', 'invert')),
	CONSTRAINT "countries_region_code" CHECK ("countries"."region_code" in ('sg', 'us', 'eu', 'sa'))
);
--> statement-breakpoint
CREATE TABLE "denominations" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"credit_amount" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "denominations_price_positive" CHECK ("denominations"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"needs_billing_address" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_channels_kind" CHECK ("payment_channels"."kind" in ('card', 'ewallet', 'bank_transfer', 'carrier', 'convenience_store'))
);
--> statement-breakpoint
CREATE TABLE "product_countries" (
	"product_id" text NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "product_countries_product_id_country_code_pk" PRIMARY KEY("product_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"credit_name" text NOT NULL,
	"user_id_label" text NOT NULL,
	"needs_zone" boolean DEFAULT false NOT NULL,
	"min_age" smallint,
	"artwork" jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_kind" CHECK ("products"."kind" in ('topup', 'voucher')),
	CONSTRAINT "products_min_age" CHECK ("products"."min_age" is null or "products"."min_age" between 1 and 150)
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"order_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"publisher_ref" text,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_status" CHECK ("deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"reason" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"country_code" text NOT NULL,
	"product_id" text NOT NULL,
	"denomination_id" text NOT NULL,
	"payment_channel_id" integer NOT NULL,
	"player_user_id" text NOT NULL,
	"player_zone_id" text,
	"player_nickname" text NOT NULL,
	"email" text,
	"mobile" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_ref" text,
	"payment_url" text,
	"failure_code" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_contact" CHECK ("orders"."email" is not null or "orders"."mobile" is not null),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhooks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_ref" text NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"order_id" text PRIMARY KEY NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"channel_name" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_publisher_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"game" text NOT NULL,
	"user_id" text NOT NULL,
	"zone_id" text,
	"credit_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "denominations" ADD CONSTRAINT "denominations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denominations" ADD CONSTRAINT "denominations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_countries" ADD CONSTRAINT "product_countries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_countries" ADD CONSTRAINT "product_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_denomination_id_denominations_id_fk" FOREIGN KEY ("denomination_id") REFERENCES "public"."denominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_channel_id_payment_channels_id_fk" FOREIGN KEY ("payment_channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "denominations_product_country" ON "denominations" USING btree ("product_id","country_code");--> statement-breakpoint
CREATE INDEX "payment_channels_country" ON "payment_channels" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_ref" ON "orders" USING btree ("payment_provider","payment_ref");--> statement-breakpoint
CREATE INDEX "orders_status_expires" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhooks_event" ON "payment_webhooks" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_merchant_ref" ON "sandbox_payments" USING btree ("merchant_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_publisher_credits_txn" ON "sandbox_publisher_credits" USING btree ("transaction_id");