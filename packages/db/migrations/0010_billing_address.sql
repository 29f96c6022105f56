ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "billing_address" jsonb;