-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "RegistrationStatus" ADD VALUE 'DECLINED';
ALTER TYPE "RegistrationStatus" ADD VALUE 'WAITLISTED';

-- AlterTable
ALTER TABLE "registrations" ADD COLUMN     "registeredById" TEXT;

-- AlterTable
ALTER TABLE "seasons" ADD COLUMN     "registrationOpen" BOOLEAN NOT NULL DEFAULT false;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_registeredById_fkey" FOREIGN KEY ("registeredById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
