import type { Logger } from 'pino';
import { ensureImages } from '../../media/render-images';
import { crewImageJobs, newsImageJobs, yachtImageJobs } from './image-jobs';

/** Draws the demo pictures (yachts, crew, news, default) that are missing under `mediaDir`. */
export function drawDemoImages(mediaDir: string, logger?: Logger): Promise<number> {
  return ensureImages(mediaDir, [...yachtImageJobs(), ...crewImageJobs(), ...newsImageJobs()], logger);
}
