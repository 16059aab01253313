-- A clip's bytes move to parts of at most 128 KB (decision 039): no single query then writes or
-- reads a whole clip, which with the embedded database holds up the server's thread.
CREATE TABLE "audio_clip_part" (
	"clip_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "audio_clip_part_clip_id_seq_pk" PRIMARY KEY("clip_id","seq")
);
--> statement-breakpoint
-- Audio gains nothing from compression; stored uncompressed, a part's slice reads only its chunks.
-- Not expressible in the Drizzle schema.
ALTER TABLE "audio_clip_part" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "audio_clip_part" ADD CONSTRAINT "audio_clip_part_clip_id_audio_clip_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."audio_clip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_clip" ADD COLUMN "size" integer;--> statement-breakpoint
UPDATE "audio_clip" SET "size" = octet_length("data");--> statement-breakpoint
ALTER TABLE "audio_clip" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
-- The clips kept so far, cut in parts of 131,072 bytes (CLIP_PART_BYTES), as new ones are.
INSERT INTO "audio_clip_part" ("clip_id", "seq", "data")
SELECT "id", "seq", substring("data" from "seq" * 131072 + 1 for 131072)
FROM "audio_clip", generate_series(0, ("size" + 131071) / 131072 - 1) AS "seq";--> statement-breakpoint
ALTER TABLE "audio_clip" DROP COLUMN "data";
