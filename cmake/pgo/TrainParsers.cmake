# Runs the parser trainer for cmake/ParserProfile.cmake. Arguments, as -D:
#   TRAINER  the instrumented trainer (cmake/pgo/TrainParsers.c)
#   LIST     its "<grammar>\t<path>" input list
#   SUMMARY  where it writes what it parsed
#   COUNTS   the counts file each instrumented source writes, "|"-separated
#   STAMP    touched when done
string(REPLACE "|" ";" COUNTS "${COUNTS}")
list(LENGTH COUNTS Count)
if(Count EQUAL 0)
  message(FATAL_ERROR "TrainParsers: no counts files named")
endif()

# The runtime adds a run's counts to those already in the file: an earlier
# training's, or a build without the same code, must not be among them.
file(REMOVE ${COUNTS})

execute_process(COMMAND "${TRAINER}" "${LIST}" "${SUMMARY}" RESULT_VARIABLE Status)
if(NOT Status EQUAL 0)
  message(FATAL_ERROR "TrainParsers: the trainer failed (${Status})")
endif()

# Every source's counts are needed: without them GCC compiles it as usual,
# silently (the third-party sources build with -w).
foreach(Counts IN LISTS COUNTS)
  if(NOT EXISTS "${Counts}")
    message(FATAL_ERROR "TrainParsers: the trainer left no ${Counts}")
  endif()
endforeach()
file(APPEND "${SUMMARY}" "counts files=${Count}\n")
file(TOUCH "${STAMP}")
