// REQUIRES: cpp
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' %s -- -std=c++17 2>&1 \
// RUN:   | FileCheck %s --allow-empty --check-prefix=NONE --implicit-check-not="warning:"
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' \
// RUN:   -config="{CheckOptions: {tensor-undisposed.ApiFiles: '%S/Inputs/acme-tensor.yaml'}}" %s -- -std=c++17 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="warning:"
// The global option applies to every check.
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-*' \
// RUN:   -config="{CheckOptions: {ApiFiles: '%S/Inputs/acme-tensor.yaml'}}" %s -- -std=c++17 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,GLOBAL --implicit-check-not="warning:"
// A missing file is a configuration error.
// RUN: %clang-tidy -load=%plugin -checks='-*,tensor-undisposed' \
// RUN:   -config="{CheckOptions: {ApiFiles: '%S/Inputs/missing.yaml'}}" %s -- -std=c++17 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// NONE-NOT: warning:
// MISSING: tensorlint: {{.*}}missing.yaml

typedef struct acme_tensor acme_tensor;
extern "C" acme_tensor *acme_make(int n);
extern "C" void acme_free(acme_tensor *t);
extern "C" float *acme_data(acme_tensor *t);

float leak() {
  // CHECK: :[[@LINE+1]]:20: warning: {{.*}}'acme_make'{{.*}} [tensor-undisposed]
  acme_tensor *t = acme_make(4);
  return acme_data(t)[0];
}

float uad() {
  acme_tensor *t = acme_make(4);
  acme_free(t);
  // GLOBAL: :[[@LINE+1]]:10: warning: {{.*}} [tensor-use-after-dispose]
  return acme_data(t)[0];
}
