// An async boundary before anything else runs: federation's share scope initialises first.
import('./bootstrap');
