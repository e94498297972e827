import type { Logger } from 'pino';
import { ensureImages } from '../../media/render-images';
import { yachtImageJobs } from './image-jobs';

/** Draws the demo pictures that are missing under `mediaDir`; returns how many were drawn. */
export function drawDemoImages(mediaDir: string, logger?: Logger): Promise<number> {
  return ensureImages(mediaDir, yachtImageJobs(), logger);
}
