CREATE TABLE "sandbox_webhook_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_webhook_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sandbox_webhook_outbox_status" CHECK ("sandbox_webhook_outbox"."status" in ('held', 'pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_webhook_outbox" ADD CONSTRAINT "sandbox_webhook_outbox_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_webhook_outbox_event" ON "sandbox_webhook_outbox" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_outbox_due" ON "sandbox_webhook_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_outbox_payment" ON "sandbox_webhook_outbox" USING btree ("payment_id","id");