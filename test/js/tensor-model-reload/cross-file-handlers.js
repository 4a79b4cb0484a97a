// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload,tensor-undisposed' %S/Inputs/server/routes.js %S/Inputs/server/predict-handler.js %S/Inputs/server/load-model.js | FileCheck %S/Inputs/server/predict-handler.js --implicit-check-not=warning:
// A route file registers handlers it imports (`router.post('/form',
// predictForm)`): the handlers run per request in their own file, and so
// does the loader they call from a third file. The finding is at the call
// that makes the handler load, naming the registration.
