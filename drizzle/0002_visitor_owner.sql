ALTER TABLE "quotes" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "visitor_hash" text;