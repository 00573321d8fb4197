ALTER TABLE "generated_images" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "stage_started_at" timestamp with time zone;