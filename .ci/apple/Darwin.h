// A stand-in for Apple's Darwin headers, for `.ci/availability` only. Each declaration is
// copied in shape and availability from the macOS SDK; nothing here is compiled or linked.
#pragma once

typedef __UINT32_TYPE__ uint32_t;
typedef __INT32_TYPE__ int32_t;
typedef __UINT64_TYPE__ uint64_t;
typedef __INT64_TYPE__ int64_t;
typedef __SIZE_TYPE__ size_t;
typedef long ssize_t;
typedef long long off_t;
typedef unsigned short mode_t;
typedef int pid_t;
typedef unsigned int useconds_t;
typedef __UINT64_TYPE__ dispatch_time_t;
typedef int dispatch_fd_t;
typedef long time_t;
struct timespec { time_t tv_sec; long tv_nsec; };

// <os/lock.h>
typedef struct os_unfair_lock_s { uint32_t _os_unfair_lock_opaque; } os_unfair_lock;
typedef os_unfair_lock *os_unfair_lock_t;
void os_unfair_lock_lock(os_unfair_lock_t lock)
    __attribute__((availability(macos, introduced=10.12)))
    __attribute__((availability(ios, introduced=10.0)))
    __attribute__((availability(tvos, introduced=10.0)))
    __attribute__((availability(watchos, introduced=3.0)));
void os_unfair_lock_unlock(os_unfair_lock_t lock)
    __attribute__((availability(macos, introduced=10.12)))
    __attribute__((availability(ios, introduced=10.0)))
    __attribute__((availability(tvos, introduced=10.0)))
    __attribute__((availability(watchos, introduced=3.0)));

// <pthread.h>
struct _opaque_pthread_t { long __sig; char __opaque[8176]; };
typedef struct _opaque_pthread_t *pthread_t;
pthread_t pthread_self(void);
int pthread_main_np(void);
uint64_t _pthread_threadid_stand_in(void);
int pthread_threadid_np(pthread_t thread, uint64_t *thread_id)
    __attribute__((availability(macos, introduced=10.6)))
    __attribute__((availability(ios, introduced=3.2)));

// <dlfcn.h>
#define RTLD_LAZY 0x1
#define RTLD_NOW 0x2
void *dlopen(const char *path, int mode);
void *dlsym(void *handle, const char *symbol);

// <stdio.h>, <stdlib.h>, <unistd.h>, <string.h>
typedef struct __sFILE FILE;
extern FILE *__stderrp;
extern FILE *__stdoutp;
#define stderr __stderrp
#define stdout __stdoutp
int fputs(const char *s, FILE *stream);
int fflush(FILE *stream);
int atexit(void (*function)(void));
void exit(int status) __attribute__((noreturn));
void abort(void) __attribute__((noreturn));
char *getenv(const char *name);
size_t strlen(const char *s);
int usleep(useconds_t microseconds);
pid_t getpid(void);
ssize_t write(int fd, const void *buffer, size_t count);

// What the toolchain's Synchronization interface calls.
static inline uint32_t _swift_stdlib_gettid(void) { return 0; }
