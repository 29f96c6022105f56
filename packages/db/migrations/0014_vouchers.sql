CREATE TABLE "sandbox_publisher_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"game" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "sandbox_publisher_vouchers_status" CHECK ("sandbox_publisher_vouchers"."status" in ('issued', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"order_id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"sealed" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "voucher_codes_status" CHECK ("voucher_codes"."status" in ('issued', 'voided'))
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "player_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "player_nickname" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_publisher_vouchers_txn" ON "sandbox_publisher_vouchers" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_publisher_vouchers_code" ON "sandbox_publisher_vouchers" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_player" CHECK (("orders"."player_user_id" is null) = ("orders"."player_nickname" is null));