-- AlterTable
ALTER TABLE "auth_tokens" ADD COLUMN     "browserHash" TEXT;
