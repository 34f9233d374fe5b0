/**
 * The seat picker's store (./picker-state.ts) and every action on it, in one import for the
 * components. The actions share the module state of ./picker-session.ts.
 */
export { pickerState } from './picker-state.js';
export type { PickerMode, PickerNotice, SeatPickerState } from './picker-state.js';
export { setContentNames, setOwnSeats, setProofProducts } from './picker-session.js';
export { loadEvent, loadSource, pickFailed, refreshStatus, startLiveStatus } from './picker-loading.js';
export { ensureBlockResale } from './block-resale.js';
export { chooseOpenSeating, clearSelection, dismissNotice, removeSeat, restoreSelection, setMaxSeats, setSeatOffer, toggle } from './picker-choice.js';
export { setCategory, setColouring, setMode, setResaleFilter } from './picker-view.js';
export { pickBestAvailable } from './pick-best-available.js';
