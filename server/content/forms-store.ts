import type { ContactMessage, CrewApplication } from '../../src/contract/content-api';
import type { Database } from '../db/client';
import { contactMessages, crewApplications } from '../db/schema';
import type { StoredCv } from './cv-store';

// The two public forms (contact, join us) are stored as sent (P1), after validation and cleaning.

export async function insertContactMessage(db: Database, message: ContactMessage): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      yachtSlug: message.yacht_slug,
      language: message.language,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

export async function insertCrewApplication(db: Database, application: CrewApplication, cv: StoredCv | null): Promise<number> {
  const [row] = await db
    .insert(crewApplications)
    .values({
      firstName: application.first_name,
      lastName: application.last_name,
      email: application.email,
      phone: application.phone,
      role: application.role,
      yearsExperience: application.years_experience,
      languages: application.languages,
      message: application.message,
      language: application.language,
      cvFile: cv?.file ?? null,
      cvType: cv?.type ?? null,
      cvBytes: cv?.bytes ?? null,
      cvOriginalName: cv?.originalName ?? null,
    })
    .returning({ id: crewApplications.id });
  return row!.id;
}
