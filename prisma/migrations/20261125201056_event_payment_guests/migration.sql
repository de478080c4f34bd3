-- AlterTable
ALTER TABLE "event_payments" ADD COLUMN     "guestNames" TEXT[] DEFAULT ARRAY[]::TEXT[];
