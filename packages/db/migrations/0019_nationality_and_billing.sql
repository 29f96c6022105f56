ALTER TABLE "payment_channels" ADD COLUMN "needs_nationality" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "needs_nationality" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_nationality" CHECK ("orders"."nationality" is null or "orders"."nationality" ~ '^[A-Z]{2}$');