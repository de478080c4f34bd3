-- AlterTable
ALTER TABLE "users" ADD COLUMN     "showInPlayersNear" BOOLEAN NOT NULL DEFAULT true;
