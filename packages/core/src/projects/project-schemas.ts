import { z } from 'zod';
import { type ProgressData, progressDataSchema } from './progress-data';
import { FLOW_TYPES, PROJECT_PURPOSES } from './project-options';

export const createProjectSchema = z.object({
  name: z.string().trim().min(1, 'Project name is required').max(120, 'Project name is too long'),
  purpose: z.enum(PROJECT_PURPOSES, { message: 'Please choose a purpose' }),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

export const updateProjectSchema = z
  .object({
    name: createProjectSchema.shape.name,
    purpose: createProjectSchema.shape.purpose,
    flow_type: z.enum(FLOW_TYPES),
    progress_data: progressDataSchema,
    current_language: z.string().min(2).max(20),
    status: z.enum(['in_progress', 'completed']),
  })
  .partial()
  .strict();
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

export interface Project {
  id: string;
  user_id: string;
  name: string;
  purpose: string;
  flow_type: string;
  status: string;
  progress_data: ProgressData;
  progress_percentage: number;
  current_language: string;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A project as the lists show it (spec 000 §2 dashboard, §4 project list): everything but progress_data. */
export type ProjectListItem = Omit<Project, 'progress_data'>;
