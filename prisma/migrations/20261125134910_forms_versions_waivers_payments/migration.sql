-- CreateEnum
CREATE TYPE "FormAudience" AS ENUM ('ANYONE', 'TEAM_MEMBERS');

-- CreateEnum
CREATE TYPE "FormPaymentKind" AS ENUM ('FULL', 'DEPOSIT', 'BALANCE');

-- CreateEnum
CREATE TYPE "FormPaymentState" AS ENUM ('PENDING', 'PAID', 'REFUNDED');

-- AlterTable
ALTER TABLE "forms" ADD COLUMN     "audience" "FormAudience" NOT NULL DEFAULT 'ANYONE',
ADD COLUMN     "capacity" INTEGER,
ADD COLUMN     "closesAt" TIMESTAMP(3),
ADD COLUMN     "currency" TEXT NOT NULL DEFAULT 'usd',
ADD COLUMN     "currentVersion" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "depositCents" INTEGER,
ADD COLUMN     "opensAt" TIMESTAMP(3),
ADD COLUMN     "seasonId" TEXT;

-- CreateTable
CREATE TABLE "form_versions" (
    "id" TEXT NOT NULL,
    "formId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "fields" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "form_versions_pkey" PRIMARY KEY ("id")
);

-- Existing forms keep their fields as version 1, and their submissions answered that version (hand-written).
INSERT INTO "form_versions" ("id", "formId", "number", "fields")
  SELECT "id" || '-v1', "id", 1, "fields" FROM "forms";

-- AlterTable
ALTER TABLE "form_submissions" ADD COLUMN     "submittedById" TEXT,
ADD COLUMN     "versionId" TEXT;
UPDATE "form_submissions" SET "versionId" = "formId" || '-v1', "submittedById" = "userId";
ALTER TABLE "form_submissions" ALTER COLUMN "versionId" SET NOT NULL;

-- AlterTable
ALTER TABLE "forms" DROP COLUMN "fields";

-- CreateTable
CREATE TABLE "waiver_signatures" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "fieldId" TEXT NOT NULL,
    "signerId" TEXT,
    "signedForId" TEXT,
    "typedName" TEXT NOT NULL,
    "drawing" TEXT NOT NULL,
    "waiverText" TEXT NOT NULL,
    "waiverHash" TEXT NOT NULL,
    "formVersion" INTEGER NOT NULL,
    "ip" TEXT,
    "userAgent" TEXT,
    "signedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waiver_signatures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "form_payments" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "payerId" TEXT,
    "kind" "FormPaymentKind" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "state" "FormPaymentState" NOT NULL DEFAULT 'PENDING',
    "stripeSessionId" TEXT NOT NULL,
    "stripePaymentIntentId" TEXT,
    "destinationAccountId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paidAt" TIMESTAMP(3),

    CONSTRAINT "form_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "form_files" (
    "id" TEXT NOT NULL,
    "formId" TEXT NOT NULL,
    "uploaderId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "form_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "form_versions_formId_number_key" ON "form_versions"("formId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "waiver_signatures_submissionId_fieldId_key" ON "waiver_signatures"("submissionId", "fieldId");

-- CreateIndex
CREATE UNIQUE INDEX "form_payments_stripeSessionId_key" ON "form_payments"("stripeSessionId");

-- CreateIndex
CREATE UNIQUE INDEX "form_payments_stripePaymentIntentId_key" ON "form_payments"("stripePaymentIntentId");

-- CreateIndex
CREATE INDEX "form_payments_submissionId_idx" ON "form_payments"("submissionId");

-- CreateIndex
CREATE INDEX "form_files_formId_idx" ON "form_files"("formId");

-- CreateIndex
CREATE INDEX "form_submissions_submittedById_idx" ON "form_submissions"("submittedById");

-- AddForeignKey
ALTER TABLE "forms" ADD CONSTRAINT "forms_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "seasons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_formId_fkey" FOREIGN KEY ("formId") REFERENCES "forms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "form_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "form_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "form_payments" ADD CONSTRAINT "form_payments_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "form_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_formId_fkey" FOREIGN KEY ("formId") REFERENCES "forms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_uploaderId_fkey" FOREIGN KEY ("uploaderId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
