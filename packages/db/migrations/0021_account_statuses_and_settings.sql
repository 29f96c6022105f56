ALTER TABLE "users" DROP CONSTRAINT "users_status";--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "wallet_hint_seen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_users" ADD COLUMN "switch_hint_seen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status" CHECK ("users"."status" in ('unconfirmed', 'active', 'restricted', 'reserved', 'disabled', 'deleted'));