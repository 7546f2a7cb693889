/** What-if simulations: a set of rules replayed over a period of the program's recorded history, writing nothing but the simulation. */
export { createSimulation, simulationDetails, simulationList } from './simulations.js';
export { finishSimulationRun, planSimulation, simulationPage } from './simulation-runs.js';
