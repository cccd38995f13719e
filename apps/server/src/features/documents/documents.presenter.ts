import type { Document } from '@shortlist/contracts';
import type { DocumentRow } from './documents.queries.ts';

export const documentFileUrl = (id: number) => `/api/v1/documents/${id}/file/`;

export function presentDocument(row: DocumentRow): Document {
  return {
    id: row.id,
    candidate_id: row.candidateId,
    application_id: row.applicationId,
    type: row.type,
    filename: row.filename,
    content_type: row.contentType,
    file_size: row.fileSize,
    checksum: row.checksum,
    has_text: row.parsedText.length > 0,
    warning: row.warning,
    url: documentFileUrl(row.id),
    uploaded_at: row.uploadedAt.toISOString(),
  };
}
