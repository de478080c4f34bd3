-- AlterTable
ALTER TABLE "event_participants" ADD COLUMN     "slotGroupId" TEXT;

-- CreateTable
CREATE TABLE "event_slot_groups" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "capacity" INTEGER NOT NULL,
    "goingCount" INTEGER NOT NULL DEFAULT 0,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "event_slot_groups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "event_slot_groups_eventId_name_key" ON "event_slot_groups"("eventId", "name");

-- AddForeignKey
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_slotGroupId_fkey" FOREIGN KEY ("slotGroupId") REFERENCES "event_slot_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_slot_groups" ADD CONSTRAINT "event_slot_groups_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: a group's spots taken stay within its capacity.
ALTER TABLE "event_slot_groups"
  ADD CONSTRAINT "event_slot_groups_going_range" CHECK ("goingCount" >= 0 AND "goingCount" <= "capacity" AND "capacity" >= 1);
