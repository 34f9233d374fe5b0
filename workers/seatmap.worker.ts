import * as Comlink from 'comlink';
import { createSeatMapApi } from '../src/seatmap/model/worker-api.js';

/** Seat map worker: exposes the model computations; all logic lives in src/seatmap/model. */
Comlink.expose(createSeatMapApi());
