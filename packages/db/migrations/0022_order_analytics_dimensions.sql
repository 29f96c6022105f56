ALTER TABLE "orders" ADD COLUMN "user_type" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform" smallint;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "user_type" smallint;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "customer" smallint;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "platform" smallint;--> statement-breakpoint
CREATE INDEX "orders_site_email" ON "orders" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "orders_site_mobile" ON "orders" USING btree ("site_id","mobile");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_type" CHECK ("orders"."user_type" is null or "orders"."user_type" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer" CHECK ("orders"."customer" is null or "orders"."customer" in (0, 1));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_platform" CHECK ("orders"."platform" is null or "orders"."platform" in (1, 2, 99));--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_type" CHECK ("page_views"."user_type" is null or "page_views"."user_type" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_customer" CHECK ("page_views"."customer" is null or "page_views"."customer" in (0, 1));--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_platform" CHECK ("page_views"."platform" is null or "page_views"."platform" in (1, 2, 99));