# lit runs every GoogleTest binary named *Tests in the unit test directory,
# one lit test per GoogleTest case.
import os
import lit.formats

config.name = "tensorlint-unit"
config.test_format = lit.formats.GoogleTest(".", "Tests")
config.test_source_root = config.unit_test_dir
config.test_exec_root = config.unit_test_dir
config.environment["TENSORLINT_API_DIR"] = os.path.join(config.tensorlint_src_root, "apis")
