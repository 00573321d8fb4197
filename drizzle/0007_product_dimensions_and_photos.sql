ALTER TABLE "products" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "depth_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_source" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_file" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cutout_file" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_error" text;--> statement-breakpoint
UPDATE "products" SET "photo_status" = 'pending' WHERE "image_url" LIKE 'http%';