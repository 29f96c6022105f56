CREATE TABLE "purchase_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"denomination_id" text,
	"one_pending" boolean DEFAULT false NOT NULL,
	"once_code" integer,
	"once_within_days" integer,
	"daily_limit" integer,
	"monthly_limit" integer,
	CONSTRAINT "purchase_rules_once_code" CHECK ("purchase_rules"."once_code" is null or "purchase_rules"."once_code" in (630, 1503, 1512, 1515, 5034, 5152)),
	CONSTRAINT "purchase_rules_once_within" CHECK ("purchase_rules"."once_within_days" is null or ("purchase_rules"."once_code" is not null and "purchase_rules"."once_within_days" > 0)),
	CONSTRAINT "purchase_rules_limits" CHECK (coalesce("purchase_rules"."daily_limit", 1) > 0 and coalesce("purchase_rules"."monthly_limit", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_rules" ADD CONSTRAINT "purchase_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_rules" ADD CONSTRAINT "purchase_rules_denomination_id_denominations_id_fk" FOREIGN KEY ("denomination_id") REFERENCES "public"."denominations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_rules_product" ON "purchase_rules" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_player_product" ON "orders" USING btree ("product_id","player_user_id","created_at");